#distinct = distinct[0]<"x">
"builtin.module"() ({
  "t.distinct"() {a = distinct[1]<>, b = #distinct, c = distinct[1]<>} : () -> ()
}) : () -> ()

