// Fast I/O of the fread peers (problems/<id>/cpp/fread.cpp), written once: what strong
// contestants paste above their solution. scripts/bench compiles each peer with
// `g++ -O2 -std=c++17 -I lab/bench/cpp`; a peer says `#include "fastio.hpp"` and keeps only its
// game. Correct for well-formed input within a statement's limits, as a contest solution is:
// no overflow checks, no error messages.
//
// Input, two ways, the same parsing:
// - get(): stdin in 64 KiB fread chunks, one byte at a time, -1 at its end; read(x) and
//   read_signed(x) (numbers), skip() (the next byte that is not a space), read_word(w).
// - read_all(): the whole of stdin in one NUL-terminated buffer (fread in large chunks),
//   parsed through a pointer with no end check per byte: read(p, x). For a peer whose input is
//   a few long lines of numbers and whose work per number is small (lc_nim_product_64).
// Output: one 64 KiB buffer, put(c), put(s), put(s, n), put_number(x) and put_number(x, end),
// written by flush() once at the end (and whenever the buffer fills).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>

static char in_buffer[1 << 16];
static size_t in_position, in_length;

// The next byte of stdin, -1 at its end.
static inline int get() {
    if (in_position == in_length) {
        in_length = fread(in_buffer, 1, sizeof in_buffer, stdin), in_position = 0;
        if (!in_length) return -1;
    }
    return in_buffer[in_position++];
}

// The next number (a run of digits, everything before it skipped) into x, any integer type;
// false at the end of the input.
template <class T> static inline bool read(T &x) {
    int c = get();
    while (c != -1 && (c < '0' || c > '9')) c = get();
    if (c == -1) return false;
    x = 0;
    while (c >= '0' && c <= '9') x = x * 10 + (c - '0'), c = get();
    return true;
}

// As read(x), with an optional '-' before the digits (summed unsigned: no overflow at the
// type's minimum).
template <class T> static inline bool read_signed(T &x) {
    int c = get();
    while (c != -1 && c != '-' && (c < '0' || c > '9')) c = get();
    if (c == -1) return false;
    bool negative = c == '-';
    if (negative) c = get();
    typename std::make_unsigned<T>::type v = 0;
    while (c >= '0' && c <= '9') v = v * 10 + (c - '0'), c = get();
    x = (T)(negative ? 0 - v : v);
    return true;
}

// The next byte that is not a space, tab, carriage return or newline; -1 at the end.
static inline int skip() {
    int c = get();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = get();
    return c;
}

// The next word (a run of bytes above ' ') into w, not terminated; its length, 0 at the end.
static inline int read_word(char *w) {
    int c = skip(), length = 0;
    while (c > ' ') w[length++] = (char)c, c = get();
    return length;
}

// The whole of stdin, NUL-terminated (the buffer doubles from 16 MiB while fread fills it).
static inline char *read_all() {
    size_t capacity = 1 << 24, length = 0, got;
    char *all = (char *)malloc(capacity + 1);
    while ((got = fread(all + length, 1, capacity - length, stdin)) > 0)
        if ((length += got) == capacity) all = (char *)realloc(all, (capacity *= 2) + 1);
    all[length] = 0;
    return all;
}

// read(x) over the buffer of read_all(): the next number from p on, p left after it; false
// (p on the NUL) at the end. The input is trusted, as the fastest write it: bytes below '0'
// separate numbers, every byte from '0' up is a digit (one comparison a byte, not two).
template <class T> static inline bool read(char *&p, T &x) {
    while (*p && *p < '0') ++p;
    if (!*p) return false;
    x = 0;
    while (*p >= '0') x = x * 10 + (*p++ - '0');
    return true;
}

static char out_buffer[1 << 16];
static size_t out_length;

// Writes what is buffered.
static inline void flush() { fwrite(out_buffer, 1, out_length, stdout), out_length = 0; }

static inline void put(char c) {
    if (out_length == sizeof out_buffer) flush();
    out_buffer[out_length++] = c;
}

// n bytes of s, n at most 64 KiB.
static inline void put(const char *s, size_t n) {
    if (out_length + n > sizeof out_buffer) flush();
    memcpy(out_buffer + out_length, s, n), out_length += n;
}

static inline void put(const char *s) {
    while (*s) put(*s++);
}

// x in decimal, any integer type.
template <class T> static inline void put_number(T x) {
    if (out_length + 25 > sizeof out_buffer) flush();
    typename std::make_unsigned<T>::type u = x;
    if (std::is_signed<T>::value && x < 0) out_buffer[out_length++] = '-', u = 0 - u;
    char digits[24];
    int n = 0;
    do digits[n++] = (char)('0' + u % 10), u /= 10; while (u);
    while (n) out_buffer[out_length++] = digits[--n];
}

// x, then the byte end (a space, a newline).
template <class T> static inline void put_number(T x, char end) {
    put_number(x);
    out_buffer[out_length++] = end;
}
