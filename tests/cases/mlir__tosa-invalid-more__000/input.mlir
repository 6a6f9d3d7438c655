// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// More tosa verifier diagnostics: table, mul, slice, tile, negate, pooling.
func.func @a(%a: tensor<2x3xi8>, %t: tensor<256xi8>) -> tensor<2x3xi8> {
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
