
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "test.term"() : () -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.term'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
