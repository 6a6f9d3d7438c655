
func.func @f(%lb: index, %a: i32, %b: f32) {
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}
// expected-error@-4 {{use of undeclared SSA value name}}
