
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, s0 - d0 - 9 >= 0, d1 - 2 == 0)>
func.func @if(%a: index, %b: index, %s: index) -> index {
  %r = affine.if #set(%a, %b)[%s] -> index {
    affine.yield %a : index
  } else {
    affine.yield %b : index
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%a) {
    "foo.x"() : () -> ()
  }
  return %r : index
}

