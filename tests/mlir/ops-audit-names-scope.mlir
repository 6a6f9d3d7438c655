func.func @f(%b: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %b -> i32 {
    %c0_0 = arith.constant 0 : index
    %x = arith.constant 7 : i32
    %y = arith.constant 7 : i32
    scf.yield %x : i32
  } else {
    %x = arith.constant 7 : i32
    %c0_1 = arith.constant 0 : index
    scf.yield %x : i32
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %r) -> i32 {
    %k = arith.constant 7 : i32
    %a = arith.addi %acc, %k : i32
    scf.yield %a : i32
  }
  %z = arith.constant 7 : i32
  %z2 = arith.constant 0 : index
  %zz = "test.op"() ({
    %q = arith.constant 0 : index
    "test.term"() : () -> ()
  }) : () -> index
  %c0_i32 = arith.constant 0 : i32
  %c0_i32_0 = arith.constant 0 : i32
  %cst = arith.constant 0.0 : f32
  %u = "test.x"() : () -> f32
  %cst_0 = arith.constant 1.0 : f32
  return %s : i32
}
func.func @g() {
  %c0 = arith.constant 0 : index
  return
}
