
func.func @g(%a: index, %x: i32) -> i32 {
  %w = scf.while : () -> i32 {
    %c = "test.c"() : () -> i1
    %v = "test.v"() : () -> i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%y: i32):
    "test.use"(%y) : (i32) -> ()
    scf.yield
  }
  %w2:2 = scf.while (%p = %x, %q = %a) : (i32, index) -> (index, i32) {
    %c = "test.c"() : () -> i1
    scf.condition(%c) %q, %p : index, i32
  } do {
  ^bb0(%y: index, %z: i32):
    scf.yield %z, %y : i32, index
  }
  %sw:2 = scf.index_switch %a {sw} -> i32, index
  case -5 {
    scf.yield %x, %a : i32, index
  }
  case 9223372036854775806 {
    scf.yield %x, %a : i32, index
  }
  default {
    scf.yield %x, %a : i32, index
  }
  scf.parallel (%i, %j) = (%a, %a) to (%a, %a) step (%a, %a) {
    "test.body"() : () -> ()
  } {par}
  %p = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    } {red}
  }
  return %w : i32
}
