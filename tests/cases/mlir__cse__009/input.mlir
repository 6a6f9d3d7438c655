
// Ops with regions compare their regions; multi-block regions are not
// merged.
func.func @regions(%c: i1, %a: i32) -> (i32, i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.execute_region -> i32 {
    cf.br ^bb1(%a : i32)
  ^bb1(%z: i32):
    scf.yield %z : i32
  }
  %3 = scf.execute_region -> i32 {
    cf.br ^bb1(%a : i32)
  ^bb1(%w: i32):
    scf.yield %w : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

