
func.func @f(%f: f32) {
// expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = memref.alloca_scope -> (i32) {
// expected-note@+1 {{region branch point}}
    memref.alloca_scope.return %f : f32
  }
  return
}
