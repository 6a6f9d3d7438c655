
func.func @f(%a: index, %b: i32) {
  "scf.for"(%a, %a, %a, %b) ({
  ^bb0(%i: index, %j: i64):
    "test.x"() : () -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.x'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
