
func.func @f9(%t: tensor<?xf32>) {
// expected-error@+1 {{use of undeclared SSA value name}}
  %p = tensor.pad %t low[%n] high[0] {
  ^bb0(%i: index):
    %n = arith.constant 4 : index
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  return
}
