
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
    "test.foo"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}
// expected-error@-6 {{'scf.if' op expects regions to end with 'scf.yield', found 'test.foo'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
