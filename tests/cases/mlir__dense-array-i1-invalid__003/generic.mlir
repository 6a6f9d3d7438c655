"builtin.module"() ({
  "x.y"() {a = array<i1: true, false>} : () -> ()
}) : () -> ()

