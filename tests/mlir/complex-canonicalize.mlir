// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @create_of_parts(%c: complex<f32>) -> complex<f32> {
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %0 = complex.create %re, %im : complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @create_of_other_parts(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %re = complex.re %a : complex<f32>
  %im = complex.im %b : complex<f32>
  %0 = complex.create %re, %im : complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @parts_of_create(%x: f64, %y: f64) -> (f64, f64) {
  %c = complex.create %x, %y : complex<f64>
  %re = complex.re %c : complex<f64>
  %im = complex.im %c : complex<f64>
  return %re, %im : f64, f64
}

// -----

func.func @parts_of_constant() -> (f32, f32, f16) {
  %c = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %h = complex.constant [0.0 : f16, 3.0 : f16] : complex<f16>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %him = complex.im %h : complex<f16>
  return %re, %im, %him : f32, f32, f16
}

// -----

func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.sub %a, %b : complex<f32>
  %0 = complex.add %s, %b : complex<f32>
  %1 = complex.add %b, %s : complex<f32>
  %p = complex.add %a, %b : complex<f32>
  %2 = complex.sub %p, %b : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f32>, complex<f32>
}

// -----

func.func @add_sub_zero(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %nz = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %nonzero = complex.constant [0.0 : f32, 1.0 : f32] : complex<f32>
  %0 = complex.add %a, %z : complex<f32>
  %1 = complex.sub %a, %nz : complex<f32>
  %2 = complex.add %a, %nonzero : complex<f32>
  %3 = complex.add %z, %a : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// -----

func.func @mul_div_one(%a: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %one = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %other = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %0 = complex.mul %a, %one : complex<f64>
  %1 = complex.div %a, %one : complex<f64>
  %2 = complex.mul %a, %other : complex<f64>
  %3 = complex.div %one, %a : complex<f64>
  return %0, %1, %2, %3 : complex<f64>, complex<f64>, complex<f64>, complex<f64>
}

// -----

func.func @involutions(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %n = complex.neg %a : complex<f32>
  %0 = complex.neg %n : complex<f32>
  %c = complex.conj %a : complex<f32>
  %1 = complex.conj %c : complex<f32>
  %e = complex.exp %a : complex<f32>
  %2 = complex.log %e : complex<f32>
  %l = complex.log %a : complex<f32>
  %3 = complex.exp %l : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// -----

func.func @component_of_neg(%x: f32, %y: f32) -> (f32, f32) {
  %c = complex.create %x, %y : complex<f32>
  %n = complex.neg %c : complex<f32>
  %re = complex.re %n : complex<f32>
  %im = complex.im %n : complex<f32>
  return %re, %im : f32, f32
}

// -----

func.func @component_of_neg_loc(%x: f32, %y: f32) -> f32 {
  "test.before"() : () -> ()
  %c = complex.create %x, %y : complex<f32> loc("create")
  %n = complex.neg %c : complex<f32> loc("neg")
  %im = complex.im %n : complex<f32> loc("im")
  return %im : f32
}

// -----

func.func @bitcasts(%a: complex<f32>, %i: i64, %f: f64) -> (complex<f32>, i64, complex<f32>, f64, f64) {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  %b = complex.bitcast %a : complex<f32> to i64
  %1 = arith.bitcast %b : i64 to f64
  %c = complex.bitcast %i : i64 to complex<f32>
  %2 = complex.bitcast %c : complex<f32> to f64
  %d = arith.bitcast %f : f64 to i64
  %3 = complex.bitcast %d : i64 to complex<f32>
  %4 = complex.bitcast %3 : complex<f32> to i64
  return %0, %4, %3, %1, %2 : complex<f32>, i64, complex<f32>, f64, f64
}

// -----

func.func @bitcast_chain(%a: complex<f32>) -> complex<f32> {
  %b = complex.bitcast %a : complex<f32> to i64
  %c = complex.bitcast %b : i64 to complex<f32>
  return %c : complex<f32>
}

// -----

func.func @constant_folding(%a: complex<f32>) -> complex<f32> {
  %c = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
  %d = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
  %s = complex.add %c, %d : complex<f32>
  %0 = complex.add %a, %s : complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @int_constant_parts() -> i32 {
  %c = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %d = complex.constant [1 : i32, 2 : i32] : complex<i32>
  "test.use"(%c, %d) : (complex<i32>, complex<i32>) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
