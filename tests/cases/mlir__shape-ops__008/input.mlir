
func.func @bad_yield(%w: !shape.witness) {
  // expected-error@+1 {{expects parent op}}
  "shape.assuming_yield"() : () -> ()
  return
}

