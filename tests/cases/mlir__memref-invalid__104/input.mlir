
func.func @f(%f: f32) {
// expected-error@+1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
  %0 = "memref.alloca_scope"() ({
    "memref.alloca_scope.return"(%f) : (f32) -> ()
  ^bb1:
    "memref.alloca_scope.return"(%f) : (f32) -> ()
  }) : () -> (f32)
  return
}
