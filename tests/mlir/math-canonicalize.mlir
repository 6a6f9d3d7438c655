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

// -----

func.func @exp_log_f64() {
  %a = arith.constant 0.3 : f64
  %b = arith.constant 2.5 : f64
  %0 = math.exp %a : f64
  %1 = math.exp2 %a : f64
  %2 = math.expm1 %a : f64
  %3 = math.log %b : f64
  %4 = math.log2 %b : f64
  %5 = math.log10 %b : f64
  %6 = math.log1p %a : f64
  %7 = math.sqrt %b : f64
  %8 = math.powf %a, %b : f64
  %9 = math.atan2 %a, %b : f64
  %10 = math.asinh %b : f64
  %11 = math.erfc %b : f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  return
}

// -----

func.func @refused() {
  %n = arith.constant -2.0 : f32
  %z = arith.constant -0.0 : f32
  %m = arith.constant -1.5 : f64
  %0 = math.log %n : f32
  %1 = math.log2 %z : f32
  %2 = math.log10 %n : f32
  %3 = math.sqrt %z : f32
  %4 = math.log1p %m : f64
  %5 = math.sqrt %m : f64
  %6 = math.log1p %n : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (f32, f32, f32, f32, f64, f64, f32) -> ()
  return
}

// -----

func.func @atan2_zeros() -> (f16, f32, f32) {
  %z = arith.constant 0.0 : f16
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f16
  %0 = math.atan2 %z, %z : f16
  %1 = math.atan2 %nz, %pz : f32
  %2 = math.atan2 %pz, %nz : f32
  %3 = math.atan2 %one, %z : f16
  "test.use"(%3) : (f16) -> ()
  return %0, %1, %2 : f16, f32, f32
}

// -----

func.func @rounding() {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 3.5 : f16
  %c = arith.constant 2.5 : bf16
  %0 = math.ceil %a : f32
  %1 = math.floor %a : f32
  %2 = math.round %a : f32
  %3 = math.roundeven %a : f32
  %4 = math.trunc %a : f32
  %5 = math.ceil %b : f16
  %6 = math.floor %c : bf16
  %7 = math.roundeven %b : f16
  %8 = math.round %b : f16
  %9 = math.trunc %c : bf16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, f32, f16, bf16, f16, f16, bf16) -> ()
  return
}

// -----

func.func @sign() {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 1.0 : f32
  %h = arith.constant -0.0 : f16
  %nan = arith.constant 0xFFC00000 : f32
  %0 = math.absf %a : f32
  %1 = math.copysign %b, %a : f32
  %2 = math.copysign %a, %b : f32
  %3 = math.absf %h : f16
  %4 = math.absf %nan : f32
  "test.use"(%0, %1, %2, %3, %4) : (f32, f32, f32, f16, f32) -> ()
  return
}

// -----

func.func @classify() -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %den = arith.constant 1.0e-40 : f32
  %one = arith.constant 1.0 : f32
  %0 = math.isinf %inf : f32
  %1 = math.isnan %nan : f32
  %2 = math.isfinite %inf : f32
  %3 = math.isnormal %den : f32
  %4 = math.isnormal %one : f32
  %5 = math.isfinite %den : f32
  %6 = math.isnan %one : f32
  %7 = math.isinf %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @classify_shaped() -> (vector<4xi1>, tensor<2xi1>, vector<2xi1>) {
  %s = arith.constant dense<0x7FC00000> : vector<4xf32>
  %t = arith.constant dense<2.0> : tensor<2xf64>
  %v = arith.constant dense<[1.0, 0x7F800000]> : vector<2xf32>
  %0 = math.isnan %s : vector<4xf32>
  %1 = math.isfinite %t : tensor<2xf64>
  // Non-splat elements stay.
  %2 = math.isinf %v : vector<2xf32>
  return %0, %1, %2 : vector<4xi1>, tensor<2xi1>, vector<2xi1>
}

// -----

func.func @elements() -> (vector<3xf32>, tensor<2xf64>, vector<3xf32>) {
  %v = arith.constant dense<[0.5, -1.5, 2.0]> : vector<3xf32>
  %s = arith.constant dense<4.0> : tensor<2xf64>
  %0 = math.exp %v : vector<3xf32>
  %1 = math.sqrt %s : tensor<2xf64>
  // One refused element keeps the op.
  %2 = math.log %v : vector<3xf32>
  return %0, %1, %2 : vector<3xf32>, tensor<2xf64>, vector<3xf32>
}

// -----

func.func @integers() {
  %a = arith.constant -5 : i32
  %b = arith.constant 40 : i32
  %c = arith.constant 0 : i16
  %0 = math.absi %a : i32
  %1 = math.ctlz %b : i32
  %2 = math.cttz %b : i32
  %3 = math.ctpop %a : i32
  %4 = math.ctlz %c : i16
  %5 = math.cttz %c : i16
  %6 = math.ctpop %c : i16
  %v = arith.constant dense<[1, 255, -128]> : vector<3xi8>
  %7 = math.ctpop %v : vector<3xi8>
  %8 = math.absi %v : vector<3xi8>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (i32, i32, i32, i32, i16, i16, i16, vector<3xi8>, vector<3xi8>) -> ()
  return
}

// -----

func.func @ipowi() {
  %two = arith.constant 3 : i32
  %ten = arith.constant 10 : i32
  %neg = arith.constant -3 : i32
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %0 = math.ipowi %two, %ten : i32
  %1 = math.ipowi %two, %neg : i32
  %2 = math.ipowi %m1, %neg : i32
  %3 = math.ipowi %m1, %ten : i32
  %4 = math.ipowi %z, %neg : i32
  %5 = math.ipowi %one, %neg : i32
  %6 = math.ipowi %neg, %z : i32
  %t = arith.constant true
  %f = arith.constant false
  %7 = math.ipowi %t, %t : i1
  %8 = math.ipowi %f, %t : i1
  %9 = math.ipowi %f, %f : i1
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i32, i32, i32, i32, i32, i32, i32, i1, i1, i1) -> ()
  return
}

// -----

func.func @poison() -> (f32, f32, f32, i32, i1) {
  %p = ub.poison : f32
  %c = arith.constant 2.0 : f32
  %pi = ub.poison : i32
  %ci = arith.constant 3 : i32
  %0 = math.sin %p : f32
  %1 = math.copysign %c, %p : f32
  %2 = math.atan2 %p, %c : f32
  %3 = math.ipowi %ci, %pi : i32
  %4 = math.isnan %p : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, i32, i1
}

// -----

func.func @no_folder(%x: f32) -> (f32, f32, f32, f32) {
  %c = arith.constant 8.0 : f32
  %0 = math.cbrt %c : f32
  %1 = math.rsqrt %c : f32
  %2 = math.fma %c, %c, %c : f32
  %3 = math.sin %x : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
