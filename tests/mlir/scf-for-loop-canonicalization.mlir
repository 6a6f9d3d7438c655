// RUN: mlir-opt -allow-unregistered-dialect %s -scf-for-loop-canonicalization -split-input-file

// Dims of iteration arguments and results of shape-preserving loops read
// the init; through insert_slice destinations and nested loops.
func.func @dims(%t: tensor<?x?xf32>, %m: memref<?xf32>, %s: tensor<2x2xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %t, %b = %m) -> (tensor<?x?xf32>, memref<?xf32>) {
    %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
    %d1 = memref.dim %b, %c0 : memref<?xf32>
    "test.use"(%d0, %d1) : (index, index) -> ()
    %in = scf.for %j = %c0 to %c10 step %c1 iter_args(%x = %a) -> (tensor<?x?xf32>) {
      %u = tensor.insert_slice %s into %x[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
      scf.yield %u : tensor<?x?xf32>
    }
    scf.yield %in, %b : tensor<?x?xf32>, memref<?xf32>
  }
  %e0 = tensor.dim %r#0, %c1 : tensor<?x?xf32>
  %e1 = memref.dim %r#1, %c0 : memref<?xf32>
  %n = "test.new"() : () -> tensor<?x?xf32>
  %q = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %t) -> (tensor<?x?xf32>) {
    %d = tensor.dim %a, %c0 : tensor<?x?xf32>
    "test.use"(%d) : (index) -> ()
    scf.yield %n : tensor<?x?xf32>
  }
  %e2 = tensor.dim %q, %c0 : tensor<?x?xf32>
  return %e0, %e1, %e2 : index, index, index
}

// -----

// Swapped iteration arguments do not keep the shape.
func.func @swap(%t: tensor<?xf32>, %u: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %t, %b = %u) -> (tensor<?xf32>, tensor<?xf32>) {
    %d = tensor.dim %a, %c0 : tensor<?xf32>
    "test.use"(%d) : (index) -> ()
    scf.yield %b, %a : tensor<?xf32>, tensor<?xf32>
  }
  %e = tensor.dim %r#0, %c0 : tensor<?xf32>
  return %e : index
}
