// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @transcendental_f32() {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 1.75 : f32
  %0 = math.sin %a : f32
  %1 = math.cos %a : f32
  %2 = math.tan %a : f32
  %3 = math.asin %a : f32
  %4 = math.acos %a : f32
  %5 = math.atan %a : f32
  %6 = math.sinh %a : f32
  %7 = math.cosh %a : f32
  %8 = math.tanh %a : f32
  %9 = math.asinh %a : f32
  %10 = math.acosh %b : f32
  %11 = math.atanh %a : f32
  %12 = math.erf %a : f32
  %13 = math.erfc %a : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

