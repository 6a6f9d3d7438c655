
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %c[4][0][1] : tensor<4xf32> to tensor<0xf32>
  return
}
