package io.wirebench.core.model.db;

import java.io.Serializable;
import java.util.Objects;

/**
 * One row of the tabular database dump of the data-binding benchmark (seed 004, "db100").
 */
public final class DbRow implements Serializable {
    private static final long serialVersionUID = 1L;

    private int id;
    private String firstName;
    private String lastName;
    private String street;
    private String city;
    private String state;
    private String zip;

    public DbRow() {
    }

    public DbRow(int id, String firstName, String lastName, String street, String city, String state, String zip) {
        this.id = id;
        this.firstName = firstName;
        this.lastName = lastName;
        this.street = street;
        this.city = city;
        this.state = state;
        this.zip = zip;
    }

    public int getId() {
        return id;
    }

    public void setId(int id) {
        this.id = id;
    }

    public String getFirstName() {
        return firstName;
    }

    public void setFirstName(String firstName) {
        this.firstName = firstName;
    }

    public String getLastName() {
        return lastName;
    }

    public void setLastName(String lastName) {
        this.lastName = lastName;
    }

    public String getStreet() {
        return street;
    }

    public void setStreet(String street) {
        this.street = street;
    }

    public String getCity() {
        return city;
    }

    public void setCity(String city) {
        this.city = city;
    }

    public String getState() {
        return state;
    }

    public void setState(String state) {
        this.state = state;
    }

    public String getZip() {
        return zip;
    }

    public void setZip(String zip) {
        this.zip = zip;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof DbRow o)) {
            return false;
        }
        return id == o.id
                && Objects.equals(firstName, o.firstName)
                && Objects.equals(lastName, o.lastName)
                && Objects.equals(street, o.street)
                && Objects.equals(city, o.city)
                && Objects.equals(state, o.state)
                && Objects.equals(zip, o.zip);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, firstName, lastName, street, city, state, zip);
    }

    @Override
    public String toString() {
        return "DbRow{" + "id=" + id + ", firstName=" + firstName + ", lastName=" + lastName + ", street=" + street + ", city=" + city + ", state=" + state + ", zip=" + zip + "}";
    }
}
