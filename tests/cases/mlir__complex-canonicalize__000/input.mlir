// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @create_of_parts(%c: complex<f32>) -> complex<f32> {
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %0 = complex.create %re, %im : complex<f32>
  return %0 : complex<f32>
}

