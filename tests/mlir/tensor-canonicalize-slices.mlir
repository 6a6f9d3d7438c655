// RUN: mlir-opt %s -canonicalize --split-input-file
// Patterns and folds of tensor.extract_slice, tensor.insert_slice and
// tensor.parallel_insert_slice: constant arguments made static (in bounds
// only), rank-reduced results cast back, casts folded in and inserted,
// identity slices and round trips folded.

func.func @constant_arguments(%t: tensor<8x16x4xf32>, %i: index) -> (tensor<?x?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c0, %c1, %i] [%c4, %c1, %c2] [%c1, %c1, %c1] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
  %1 = tensor.extract_slice %t[%c0, %c1, %i] [%c4, 1, %c2] [1, 1, 1] : tensor<8x16x4xf32> to tensor<?x?xf32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?xf32>
}

// -----

func.func @out_of_bounds(%t: tensor<8xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %c9 = arith.constant 9 : index
  %c4 = arith.constant 4 : index
  %cm = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[%c9] [%c4] [%c1] : tensor<8xf32> to tensor<?xf32>
  %1 = tensor.extract_slice %t[%cm] [%c4] [%c1] : tensor<8xf32> to tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @identity_and_round_trips(%t: tensor<4x8xf32>, %d: tensor<?x?xf32>, %u: tensor<2x2xf32>, %o: index, %n: index) -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  %1 = tensor.extract_slice %d[%o, 0] [%n, 2] [1, 1] : tensor<?x?xf32> to tensor<?x2xf32>
  %2 = tensor.insert_slice %1 into %d[%o, 0] [%n, 2] [1, 1] : tensor<?x2xf32> into tensor<?x?xf32>
  %3 = tensor.insert_slice %u into %d[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %4 = tensor.extract_slice %3[%o, 1] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  %5 = tensor.insert_slice %t into %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  %6 = tensor.insert_slice %u into %3[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %e = tensor.empty() : tensor<0x2xf32>
  %7 = tensor.insert_slice %e into %d[%o, 1] [0, 2] [1, 1] : tensor<0x2xf32> into tensor<?x?xf32>
  return %0, %2, %4, %5, %6, %7 : tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

func.func @casts(%t: tensor<16x32xf32>, %s: tensor<4x4xf32>, %o: index, %n: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>) {
  %c = tensor.cast %t : tensor<16x32xf32> to tensor<?x?xf32>
  %0 = tensor.extract_slice %c[%o, 0] [4, %n] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %cs = tensor.cast %s : tensor<4x4xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %cs into %c[%o, %o] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %e = tensor.extract_slice %t[%o, 0] [%n, 16] [1, 1] : tensor<16x32xf32> to tensor<?x16xf32>
  %ec = tensor.cast %e : tensor<?x16xf32> to tensor<16x?xf32>
  %d = tensor.empty(%n, %n) : tensor<?x?xf32>
  %c8 = arith.constant 8 : index
  %2 = tensor.insert_slice %d into %c[0, 0] [%c8, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %0, %1, %ec, %2 : tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>
}

// -----

func.func @parallel(%t: tensor<8x8xf32>, %src: tensor<?x?xf32>, %n: index) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %o[%i, 0] [%c2, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// -----

func.func @constant_slices() -> (tensor<2xi32>, tensor<2x2xf32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = tensor.extract_slice %c[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  %s = arith.constant dense<1.0> : tensor<4x4xf32>
  %1 = tensor.extract_slice %s[1, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return %0, %1 : tensor<2xi32>, tensor<2x2xf32>
}
