
"t.distinct"() {a = distinct[0]<unit>, b = distinct[1]<"x">, c = distinct[0]<unit>} : () -> ()
