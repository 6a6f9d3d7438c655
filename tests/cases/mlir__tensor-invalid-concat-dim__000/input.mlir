// RUN: mlir-opt --split-input-file --verify-diagnostics %s
// A negative concatenation dimension: upstream compares it as a signed
// number, so the sizes of every dimension must agree first.
func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>) -> tensor<?x?xf32> {
// expected-error@+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(-1) %a, %b : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
