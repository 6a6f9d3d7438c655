
func.func @f(%c: tensor<4xf32>, %d: tensor<8xf32>) {
  "t.foo"() ({
// expected-error@+1 {{expected InParallelOpInterface parent, got:}}
    tensor.parallel_insert_slice %c into %d[0][4][1] : tensor<4xf32> into tensor<8xf32>
  }) : () -> ()
  return
}
