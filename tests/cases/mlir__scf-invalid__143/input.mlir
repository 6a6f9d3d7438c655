
func.func @f(%lb: index, %a: i32, %b: f32) {
  "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> ()
  return
}
// expected-error@-6 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
