#distinct = distinct[0]<"x">
module {
  "t.distinct"() {a = distinct[1]<>, b = #distinct, c = distinct[1]<>} : () -> ()
}

