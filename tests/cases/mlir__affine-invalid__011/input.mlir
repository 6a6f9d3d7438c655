
func.func @parallel_reduction(%n : index) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    %a = "foo.a"() : () -> i32
    affine.yield %a : i32
  }
  return
}

