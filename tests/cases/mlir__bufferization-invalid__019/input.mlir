
// expected-error@+1 {{invalid value for 'bufferization.access'}}
func.func @s(%a: tensor<2xi32> {bufferization.access = "foo"}) {
  return
}
