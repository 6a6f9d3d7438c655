
func.func @h(%a: index, %c: i1, %x: i32) {
  %r:2 = scf.for %i = %a to %a step %a iter_args(%p = %x, %q = %c) -> (i32, i1) {
    %y = scf.if %q -> i32 {
      scf.yield %p : i32
    } else {
      %z = scf.execute_region -> i32 {
        scf.yield %p : i32
      }
      scf.yield %z : i32
    }
    scf.yield %y, %q : i32, i1
  }
  scf.for %i = %a to %a step %a {
    scf.for %j = %i to %a step %i {
      scf.if %c {
        "test.a"() : () -> ()
      } else {
        "test.b"() : () -> ()
      }
    }
  }
  scf.if %c {
    scf.yield {attr}
  }
  scf.for %i = %a to %a step %a {
    scf.yield {attr}
  }
  return
}
