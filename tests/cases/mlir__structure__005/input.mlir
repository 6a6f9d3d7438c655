
module @named attributes {t.attr = 1 : i32} {
  "t.inside"() : () -> ()
}
