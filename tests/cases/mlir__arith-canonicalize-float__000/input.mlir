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

