//! The C library's math functions, which upstream's folders call
//! (`sinf`, `asinh`, `erfc`, ...). Rust's `f64` methods do not all call
//! them: `asinh`, `acosh` and `atanh` are computed in Rust, and the
//! `libm` crate (musl's algorithms) differs as well. Measured on 2 million
//! inputs against glibc: std's `asinh` differed in 12%, `atanh` in 34%;
//! the `libm` crate's `erfc` in 9% and `asinh` in 3%. Folded constants must
//! be upstream's bits, so both widths go to the C library directly.

mod ffi {
    extern "C" {
        pub fn acos(x: f64) -> f64;
        pub fn acosf(x: f32) -> f32;
        pub fn acosh(x: f64) -> f64;
        pub fn acoshf(x: f32) -> f32;
        pub fn asin(x: f64) -> f64;
        pub fn asinf(x: f32) -> f32;
        pub fn asinh(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn atan(x: f64) -> f64;
        pub fn atanf(x: f32) -> f32;
        pub fn atan2(y: f64, x: f64) -> f64;
        pub fn atan2f(y: f32, x: f32) -> f32;
        pub fn atanh(x: f64) -> f64;
        pub fn atanhf(x: f32) -> f32;
        pub fn cos(x: f64) -> f64;
        pub fn cosf(x: f32) -> f32;
        pub fn cosh(x: f64) -> f64;
        pub fn coshf(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn erfc(x: f64) -> f64;
        pub fn erfcf(x: f32) -> f32;
        pub fn exp(x: f64) -> f64;
        pub fn expf(x: f32) -> f32;
        pub fn exp2(x: f64) -> f64;
        pub fn exp2f(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn log(x: f64) -> f64;
        pub fn logf(x: f32) -> f32;
        pub fn log10(x: f64) -> f64;
        pub fn log10f(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn log2(x: f64) -> f64;
        pub fn log2f(x: f32) -> f32;
        pub fn pow(x: f64, y: f64) -> f64;
        pub fn powf(x: f32, y: f32) -> f32;
        pub fn round(x: f64) -> f64;
        pub fn roundf(x: f32) -> f32;
        pub fn sin(x: f64) -> f64;
        pub fn sinf(x: f32) -> f32;
        pub fn sinh(x: f64) -> f64;
        pub fn sinhf(x: f32) -> f32;
        pub fn sqrt(x: f64) -> f64;
        pub fn sqrtf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tanh(x: f64) -> f64;
        pub fn tanhf(x: f32) -> f32;
        pub fn trunc(x: f64) -> f64;
        pub fn truncf(x: f32) -> f32;
    }
}

/// A one-argument C math function at both widths.
#[derive(Copy, Clone)]
pub struct Unary {
    f64: unsafe extern "C" fn(f64) -> f64,
    f32: unsafe extern "C" fn(f32) -> f32,
}

/// A two-argument C math function at both widths.
#[derive(Copy, Clone)]
pub struct Binary {
    f64: unsafe extern "C" fn(f64, f64) -> f64,
    f32: unsafe extern "C" fn(f32, f32) -> f32,
}

impl Unary {
    /// The function at `double`.
    pub fn f64(self, x: f64) -> f64 {
        // SAFETY: a C math function of one `double`: no pointers, no
        // global state beyond `errno`, defined for every input.
        unsafe { (self.f64)(x) }
    }

    /// The function at `float`.
    pub fn f32(self, x: f32) -> f32 {
        // SAFETY: as for `f64`, with `float`.
        unsafe { (self.f32)(x) }
    }
}

impl Binary {
    /// The function at `double`.
    pub fn f64(self, x: f64, y: f64) -> f64 {
        // SAFETY: a C math function of two `double`s: no pointers, no
        // global state beyond `errno`, defined for every input.
        unsafe { (self.f64)(x, y) }
    }

    /// The function at `float`.
    pub fn f32(self, x: f32, y: f32) -> f32 {
        // SAFETY: as for `f64`, with `float`s.
        unsafe { (self.f32)(x, y) }
    }
}

macro_rules! unary {
    ($($name:ident: $d:ident, $f:ident;)*) => {
        $(
            #[doc = concat!("`", stringify!($d), "`/`", stringify!($f), "`.")]
            pub const $name: Unary = Unary { f64: ffi::$d, f32: ffi::$f };
        )*
    };
}

unary! {
    ACOS: acos, acosf;
    ACOSH: acosh, acoshf;
    ASIN: asin, asinf;
    ASINH: asinh, asinhf;
    ATAN: atan, atanf;
    ATANH: atanh, atanhf;
    COS: cos, cosf;
    COSH: cosh, coshf;
    ERF: erf, erff;
    ERFC: erfc, erfcf;
    EXP: exp, expf;
    EXP2: exp2, exp2f;
    EXPM1: expm1, expm1f;
    LOG: log, logf;
    LOG10: log10, log10f;
    LOG1P: log1p, log1pf;
    LOG2: log2, log2f;
    ROUND: round, roundf;
    SIN: sin, sinf;
    SINH: sinh, sinhf;
    SQRT: sqrt, sqrtf;
    TAN: tan, tanf;
    TANH: tanh, tanhf;
    TRUNC: trunc, truncf;
}

/// `atan2`/`atan2f`.
pub const ATAN2: Binary = Binary {
    f64: ffi::atan2,
    f32: ffi::atan2f,
};
/// `pow`/`powf`.
pub const POW: Binary = Binary {
    f64: ffi::pow,
    f32: ffi::powf,
};
