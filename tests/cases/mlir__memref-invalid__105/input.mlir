
func.func @f(%f: f32) {
// expected-error@+2 {{'memref.alloca_scope' op expects regions to end with 'memref.alloca_scope.return', found 'test.foo'}}
// expected-note@+1 {{in custom textual format, the absence of terminator implies 'memref.alloca_scope.return'}}
  %0 = "memref.alloca_scope"() ({
    "test.foo"() : () -> ()
  }) : () -> (f32)
  return
}
