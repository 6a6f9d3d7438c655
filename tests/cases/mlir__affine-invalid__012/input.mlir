
func.func @yield_parent(%n : index) {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"(%n) : (index) -> ()
}

