#map = affine_map<(d0) -> (d0 + 1)>
module {
  "test.op"() : () -> ()
  "test.op"() {foo = [#map]} : () -> ()
}

