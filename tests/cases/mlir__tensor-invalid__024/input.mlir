
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+2 {{'tensor.generate' op expects regions to end with 'tensor.yield', found 't.foo'}}
// expected-note@+1 {{in custom textual format, the absence of terminator implies 'tensor.yield'}}
  %0 = "tensor.generate"() ({
  ^bb0(%a: index):
    "t.foo"() : () -> ()
  }) : () -> tensor<4xf32>
  return
}
