// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 5 >= 4}}
  %0 = tensor.extract_slice %c[2][4][1] : tensor<4xf32> to tensor<4xf32>
  return
}
