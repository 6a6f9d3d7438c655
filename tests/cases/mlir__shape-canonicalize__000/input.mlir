// RUN: mlir-opt %s -canonicalize -split-input-file -allow-unregistered-dialect

func.func @arith_edges() -> (!shape.size, !shape.size, !shape.size, !shape.size) {
  %max = shape.const_size 9223372036854775807
  %one = shape.const_size 1
  %zero = shape.const_size 0
  %min = shape.const_size -9223372036854775808
  %m1 = shape.const_size -1
  %0 = shape.add %max, %one : !shape.size, !shape.size -> !shape.size
  %1 = shape.mul %max, %max : !shape.size, !shape.size -> !shape.size
  %3 = shape.div %min, %m1 : !shape.size, !shape.size -> !shape.size
  %4 = shape.div %m1, %max : !shape.size, !shape.size -> !shape.size
  return %0, %1, %3, %4 : !shape.size, !shape.size, !shape.size, !shape.size
}

