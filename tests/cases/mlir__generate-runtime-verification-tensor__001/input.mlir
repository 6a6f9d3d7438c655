
func.func @main() {
  %c4 = arith.constant 4 : index
  %tensor = tensor.empty() : tensor<1xf32>
  %dim = tensor.dim %tensor, %c4 : tensor<1xf32>
  return
}

