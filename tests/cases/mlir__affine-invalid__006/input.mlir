
func.func @if_without_else(%n : index) {
  // expected-error@+2 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = affine.if affine_set<() : ()>() -> index {
    affine.yield %n : index
  }
  return
}

