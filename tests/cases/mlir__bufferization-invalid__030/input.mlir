
// expected-note@+1 {{prior use here}}
func.func @h(%t: tensor<4xf32>) {
  // expected-error@+1 {{use of value '%t' expects different type than prior uses: 'index' vs 'tensor<4xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%t) size_hint=%t : tensor<4xf32>
  return
}
