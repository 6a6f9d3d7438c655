module {
  memref.global @d : memref<2xi8> = dense<[1, 2]>
  memref.global @e : memref<2xi8> = dense_resource<foo>
}

