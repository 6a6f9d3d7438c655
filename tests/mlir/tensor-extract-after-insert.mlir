// RUN: mlir-opt %s -canonicalize

func.func @f(%t: tensor<8xi32>, %x: i32) -> (i32, tensor<8xi32>) {
  %c7 = arith.constant 7 : index
  %c-1 = arith.constant -1 : index
  %i = tensor.insert %x into %t[%c7] : tensor<8xi32>
  %e = tensor.extract %i[%c7] : tensor<8xi32>
  %i2 = tensor.insert %e into %i[%c7] : tensor<8xi32>
  %e2 = tensor.extract %i2[%c-1] : tensor<8xi32>
  %i3 = tensor.insert %e2 into %i2[%c-1] : tensor<8xi32>
  return %e, %i3 : i32, tensor<8xi32>
}
