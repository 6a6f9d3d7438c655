
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {a = 1 : i64} for op func.return: this operation does not support properties}}
  %r = "func.return"(%v) <{a = 1}> : (tensor<4xf32>) -> ()
}
