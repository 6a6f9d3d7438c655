
#set = affine_set<(d0)[s0] : (d0 - s0 == 0, d0 >= 0)>

func.func @conditionals(%n : index) -> index {
  affine.if #set(%n)[%n] {
    "foo.then"() : () -> ()
  }
  affine.if affine_set<() : ()>() {
  } else {
    "foo.else"() : () -> ()
  } {some_attr = true}
  %r = affine.if #set(%n)[%n] -> index {
    affine.yield %n : index
  } else {
    affine.yield %n : index
  }
  return %r : index
}

