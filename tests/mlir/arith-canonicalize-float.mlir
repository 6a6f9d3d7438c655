// RUN: mlir-opt %s -canonicalize --split-input-file
// Float folds of arith: identities (x + -0, x - +0, x * 1, x / 1,
// x * 0 under nnan and nsz, min/max with their neutral values) and
// constant folding with IEEE rounding, NaN, infinities and signed zeros,
// on several float types, scalars, splats and non-splat vectors.

func.func @addf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %pz : f32
  %2 = arith.subf %x, %pz : f32
  %3 = arith.subf %x, %nz : f32
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %4 = arith.addf %a, %b : f32
  %5 = arith.subf %a, %b : f32
  %big = arith.constant 3.4028235e38 : f32
  %6 = arith.addf %big, %big : f32
  %7 = arith.addf %nz, %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @rounding() -> (f32, f16, bf16, f64, f32) {
  %a = arith.constant 16777216.0 : f32
  %b = arith.constant 1.0 : f32
  %0 = arith.addf %a, %b : f32
  %h = arith.constant 2048.0 : f16
  %h1 = arith.constant 3.0 : f16
  %1 = arith.addf %h, %h1 : f16
  %c = arith.constant 1.0 : bf16
  %d = arith.constant 0.00390625 : bf16
  %2 = arith.addf %c, %d : bf16
  %e = arith.constant 0.1 : f64
  %f = arith.constant 0.2 : f64
  %3 = arith.addf %e, %f : f64
  %g = arith.constant 1.0 : f32
  %k = arith.constant 3.0 : f32
  %4 = arith.divf %g, %k : f32
  return %0, %1, %2, %3, %4 : f32, f16, bf16, f64, f32
}

// -----

func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %0 = arith.addf %inf, %ninf : f32
  %1 = arith.mulf %inf, %zero : f32
  %2 = arith.divf %one, %zero : f32
  %3 = arith.divf %zero, %zero : f32
  %4 = arith.addf %nan, %one : f32
  %5 = arith.subf %ninf, %ninf : f32
  %nzero = arith.constant -0.0 : f32
  %6 = arith.divf %one, %nzero : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @mulf_divf(%x: f32, %v: vector<4xf32>) -> (f32, f32, f32, f32, f32, vector<4xf32>, f32, f32) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %0 = arith.mulf %x, %one : f32
  %1 = arith.divf %x, %one : f32
  %2 = arith.mulf %x, %zero : f32
  %3 = arith.mulf %x, %zero fastmath<nnan,nsz> : f32
  %4 = arith.mulf %x, %nzero fastmath<fast> : f32
  %s1 = arith.constant dense<1.0> : vector<4xf32>
  %5 = arith.mulf %v, %s1 : vector<4xf32>
  %6 = arith.mulf %x, %zero fastmath<nnan> : f32
  %a = arith.constant 3.0 : f32
  %b = arith.constant -0.5 : f32
  %7 = arith.mulf %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, vector<4xf32>, f32, f32
}

// -----

func.func @remf() -> (f32, f32, f32, f32, f64) {
  %a = arith.constant 5.5 : f32
  %b = arith.constant 2.0 : f32
  %na = arith.constant -5.5 : f32
  %0 = arith.remf %a, %b : f32
  %1 = arith.remf %na, %b : f32
  %z = arith.constant 0.0 : f32
  %2 = arith.remf %a, %z : f32
  %inf = arith.constant 0x7F800000 : f32
  %3 = arith.remf %a, %inf : f32
  %c = arith.constant 1.0e300 : f64
  %d = arith.constant 3.0 : f64
  %4 = arith.remf %c, %d : f64
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f64
}

// -----

func.func @negf(%x: f32) -> (f32, f32, f32, f32, vector<2xf16>) {
  %n = arith.negf %x : f32
  %0 = arith.negf %n : f32
  %a = arith.constant 2.0 : f32
  %1 = arith.negf %a : f32
  %z = arith.constant 0.0 : f32
  %2 = arith.negf %z : f32
  %nan = arith.constant 0x7FC00000 : f32
  %3 = arith.negf %nan : f32
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf16>
  %4 = arith.negf %v : vector<2xf16>
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, vector<2xf16>
}

// -----

func.func @minmax(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = arith.maximumf %x, %x : f32
  %1 = arith.minnumf %x, %x : f32
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %2 = arith.maximumf %x, %ninf : f32
  %3 = arith.minimumf %x, %inf : f32
  %4 = arith.maxnumf %x, %nan : f32
  %5 = arith.minnumf %x, %nan : f32
  %6 = arith.maximumf %x, %inf : f32
  %7 = arith.maxnumf %x, %ninf : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @minmax_constants() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %snan = arith.constant 0x7F800001 : f32
  %0 = arith.maximumf %pz, %nz : f32
  %1 = arith.minimumf %pz, %nz : f32
  %2 = arith.maxnumf %nz, %pz : f32
  %3 = arith.minnumf %pz, %nz : f32
  %4 = arith.maximumf %nan, %one : f32
  %5 = arith.minimumf %snan, %one : f32
  %6 = arith.maxnumf %nan, %one : f32
  %7 = arith.maxnumf %snan, %one : f32
  %8 = arith.minnumf %snan, %one : f32
  %9 = arith.minimumf %one, %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @vectors() -> (vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<0.5> : vector<3xf32>
  %0 = arith.addf %a, %b : vector<3xf32>
  %1 = arith.mulf %b, %b : vector<3xf32>
  %c = arith.constant dense<[1.0e308, -1.0e308]> : tensor<2xf64>
  %2 = arith.mulf %c, %c : tensor<2xf64>
  %3 = arith.maximumf %a, %b : vector<3xf32>
  return %0, %1, %2, %3 : vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>
}

// -----

func.func @other_types() -> (f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3) {
  %a = arith.constant 65504.0 : f16
  %0 = arith.addf %a, %a : f16
  %b = arith.constant 3.0 : bf16
  %c = arith.constant 7.0 : bf16
  %1 = arith.divf %b, %c : bf16
  %d = arith.constant 1.0e-310 : f64
  %2 = arith.mulf %d, %d : f64
  %e = arith.constant 1.5 : f80
  %f = arith.constant 2.75 : f80
  %3 = arith.mulf %e, %f : f80
  %g = arith.constant 1.0 : f128
  %h = arith.constant 3.0 : f128
  %4 = arith.divf %g, %h : f128
  %i = arith.constant 1.0 : tf32
  %j = arith.constant 0.001 : tf32
  %5 = arith.addf %i, %j : tf32
  %k = arith.constant 1.5 : f8E5M2
  %6 = arith.addf %k, %k : f8E5M2
  %l = arith.constant 448.0 : f8E4M3FN
  %7 = arith.addf %l, %l : f8E4M3FN
  %m = arith.constant 1.125 : f8E4M3
  %8 = arith.mulf %m, %m : f8E4M3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3
}

// -----

func.func @small_types() -> (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ) {
  %a = arith.constant 1.5 : f8E4M3FNUZ
  %0 = arith.mulf %a, %a : f8E4M3FNUZ
  %b = arith.constant 3.0 : f8E5M2FNUZ
  %1 = arith.addf %b, %b : f8E5M2FNUZ
  %c = arith.constant 0.5 : f8E4M3B11FNUZ
  %2 = arith.subf %c, %c : f8E4M3B11FNUZ
  %d = arith.constant 1.0625 : f8E3M4
  %3 = arith.addf %d, %d : f8E3M4
  %e = arith.constant 1.5 : f6E2M3FN
  %4 = arith.mulf %e, %e : f6E2M3FN
  %f = arith.constant 1.5 : f4E2M1FN
  %5 = arith.addf %f, %f : f4E2M1FN
  %g = arith.constant 240.0 : f8E4M3FNUZ
  %6 = arith.addf %g, %g : f8E4M3FNUZ
  return %0, %1, %2, %3, %4, %5, %6 : f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ
}
