
func.func @do_while(%arg0: f32) -> f32 {
  %0 = scf.while (%a = %arg0) : (f32) -> f32 {
    %c = "foo.cond"(%a) : (f32) -> i1
    %n = arith.addf %a, %a : f32
    scf.condition(%c) %n : f32
  } do {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }
  return %0 : f32
}

