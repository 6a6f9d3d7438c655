// RUN: mlir-opt -allow-unregistered-dialect %s -loop-invariant-subset-hoisting -split-input-file

// Two disjoint pairs, offsets computed with arith; a 2-d pair; nested loops.
func.func @pairs(%arg: tensor<?x?xf32>, %lb: index, %ub: index, %step: index, %n: index) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %off = arith.muli %n, %c2 : index
  %off2 = arith.addi %off, %c4 : index
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%t = %arg) -> (tensor<?x?xf32>) {
    %1 = tensor.extract_slice %t[%off, 0] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
    %2 = tensor.extract_slice %t[%off2, 0] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
    %3 = "test.foo"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %4 = "test.foo"(%2) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = tensor.insert_slice %3 into %t[%off, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
    %6 = tensor.insert_slice %4 into %5[%off2, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
    scf.yield %6 : tensor<?x?xf32>
  }
  return %0 : tensor<?x?xf32>
}

