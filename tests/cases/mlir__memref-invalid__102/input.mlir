
func.func @f(%f: f32) {
// expected-error@+2 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@+1 {{region branch point}}
  %0 = memref.alloca_scope -> (i32) {
  }
  return
}
