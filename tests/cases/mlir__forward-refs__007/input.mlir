
func.func @f8(%lb: index) {
// expected-error@+1 {{use of undeclared SSA value name}}
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %n = arith.constant 4 : index
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
